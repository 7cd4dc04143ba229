/**
 * The feeds crawlers and answer engines read (issue 13): sitemap, RSS 2.0 and llms.txt, as text
 * from plain values. The feed routes (app/routes/site/feeds) fill them from published content
 * (server/site).
 */

/** Sitemap protocol limit is 50,000 URLs per file; past this many the sitemap is an index. */
export const SITEMAP_URLS_PER_FILE = 45_000;
export const RSS_ITEMS = 50;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}

export type SitemapUrl = { loc: string; lastmod?: Date };

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmod = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map(
    (url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`,
  );
  return `${XML}<urlset ${SITEMAP_NS}>\n${body.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps.map(
    (map) => `<sitemap><loc>${escapeXml(map.loc)}</loc>${lastmod(map.lastmod)}</sitemap>`,
  );
  return `${XML}<sitemapindex ${SITEMAP_NS}>\n${body.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The sitemap answer for `?part=` (0 or absent: the whole sitemap, or the index once there are
 * more addresses than one file holds; N: the Nth file of the index; null: no such file).
 */
export function sitemapPart(
  urls: readonly SitemapUrl[],
  part: number,
  partUrl: (part: number) => string,
  perFile = SITEMAP_URLS_PER_FILE,
): string | null {
  const parts = Math.ceil(urls.length / perFile);
  if (!part) {
    if (parts <= 1) return sitemapXml(urls);
    const newest = urls.reduce<Date | undefined>(
      (latest, url) => (url.lastmod && (!latest || url.lastmod > latest) ? url.lastmod : latest),
      undefined,
    );
    return sitemapIndexXml(
      Array.from({ length: parts }, (_, i) => ({ loc: partUrl(i + 1), lastmod: newest })),
    );
  }
  if (!Number.isInteger(part) || part < 1 || part > parts || parts <= 1) return null;
  return sitemapXml(urls.slice((part - 1) * perFile, part * perFile));
}

export type RssChannel = {
  title: string;
  link: string;
  description: string;
  language: string;
  self: string;
};
export type RssItem = {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  categories: readonly string[];
};

export function rssXml(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items.map((item) =>
    [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
      `<pubDate>${item.pubDate.toUTCString()}</pubDate>`,
      ...item.categories.map((category) => `<category>${escapeXml(category)}</category>`),
      "</item>",
    ].join(""),
  );
  return `${XML}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(channel.link)}</link>
<description>${escapeXml(channel.description)}</description>
<language>${escapeXml(channel.language)}</language>
<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
${items[0] ? `<lastBuildDate>${items[0].pubDate.toUTCString()}</lastBuildDate>\n` : ""}${entries.join("\n")}
</channel></rss>
`;
}

export type LlmsLink = { title: string; url: string; note?: string | null };

/**
 * llms.txt (https://llmstxt.org): an H1 with the site's name, a blockquote summary, a paragraph,
 * then H2 sections of Markdown link lists; the "Optional" section may be skipped by readers.
 */
export function llmsTxt(site: {
  name: string;
  summary: string;
  details: string;
  sections: readonly { title: string; links: readonly LlmsLink[] }[];
}): string {
  const line = (text: string) => text.replace(/\s+/g, " ").trim();
  const sections = site.sections
    .filter((section) => section.links.length > 0)
    .map((section) => {
      const links = section.links.map(
        (link) =>
          `- [${line(link.title).replace(/[[\]]/g, "")}](${link.url})${link.note ? `: ${line(link.note)}` : ""}`,
      );
      return `## ${section.title}\n\n${links.join("\n")}`;
    });
  return `# ${site.name}\n\n> ${line(site.summary)}\n\n${line(site.details)}\n\n${sections.join("\n\n")}\n`;
}

/**
 * schema.org JSON-LD for the public pages (issue 13): what search engines and AI answer engines
 * read to know what a page is. Builders take plain values; the pages put the result in a
 * `<script type="application/ld+json">` of their first HTML.
 */
import { APP_NAME } from "../app";

export type JsonLd = Record<string, unknown> & { "@type": string };

const context = "https://schema.org";

export function organization(origin: string, sameAs: readonly string[]): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: APP_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: [...sameAs],
  };
}

export function website(origin: string, description: string): JsonLd {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: APP_NAME,
    url: `${origin}/`,
    description,
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/blog?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A page of the site: WebPage, AboutPage, ContactPage... */
export function webPage(type: string, url: string, name: string, description: string): JsonLd {
  return { "@context": context, "@type": type, url, name, description };
}

export function breadcrumbs(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export type OfferedPlan = {
  name: string;
  description: string;
  monthlyPrice: number;
  url: string;
};

/** The plans as one Product with an Offer each (price in US dollars, per month). */
export function planOffers(origin: string, description: string, plans: readonly OfferedPlan[]) {
  return {
    "@context": context,
    "@type": "Product",
    name: APP_NAME,
    description,
    brand: { "@type": "Brand", name: APP_NAME },
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: plan.monthlyPrice.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: plan.url,
    })),
    url: `${origin}/#pricing`,
  } satisfies JsonLd;
}

export type PostingInput = {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  authorName: string | null;
  datePublished: Date;
  dateModified: Date;
  keywords: readonly string[];
};

export function blogPosting(origin: string, post: PostingInput): JsonLd {
  return {
    "@context": context,
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    url: post.url,
    headline: post.headline.slice(0, 110),
    description: post.description,
    image: [post.image ?? `${origin}/favicon.svg`],
    author: post.authorName
      ? { "@type": "Person", name: post.authorName }
      : { "@type": "Organization", name: APP_NAME, url: `${origin}/` },
    publisher: { "@id": `${origin}/#organization`, "@type": "Organization", name: APP_NAME },
    datePublished: post.datePublished.toISOString(),
    dateModified: post.dateModified.toISOString(),
    keywords: post.keywords.join(", "),
  };
}

// @vitest-environment jsdom
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml } from "@domain/html/sanitize";
import { generateHTML, generateJSON, getSchema } from "@tiptap/core";
import type { Mark, Node as PMNode } from "@tiptap/pm/model";
import { DOMSerializer } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { editorExtensions, TAG_WRITERS } from "./index";

const extensions = editorExtensions();
const schema = getSchema(extensions);
const serializer = DOMSerializer.fromSchema(schema);

/** A value for every attribute of a type, unlike its default, so each one that renders shows. */
function sampleAttributes(spec: Record<string, { default?: unknown }>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, attribute]) => {
      if (name === "href") return [name, "https://example.com/"];
      if (name === "target") return [name, "_blank"];
      if (name === "level") return [name, 3];
      if (typeof attribute.default === "number") return [name, attribute.default + 1];
      return [name, `sample-${name}`];
    }),
  );
}

function rendered(node: PMNode | Mark): Element {
  const holder = document.createElement("div");
  if ("isText" in node) holder.append(serializer.serializeNode(node));
  else {
    const toDOM = serializer.marks[node.type.name];
    if (!toDOM) throw new Error(`mark ${node.type.name} has no toDOM`);
    holder.append(DOMSerializer.renderSpec(document, toDOM(node, true)).dom);
  }
  return holder;
}

function tagsAndAttributes(root: Element) {
  const elements = Array.from(root.querySelectorAll("*"));
  return {
    tags: new Set(elements.map((e) => e.tagName.toLowerCase())),
    attributes: new Set(elements.flatMap((e) => e.getAttributeNames())),
  };
}

function renderType(name: string) {
  const nodeType = schema.nodes[name];
  if (nodeType) {
    const attrs = sampleAttributes(nodeType.spec.attrs ?? {});
    const variants =
      name === "heading" ? [1, 2, 3, 4, 5, 6].map((level) => ({ ...attrs, level })) : [attrs];
    const all = variants.map((variant) => tagsAndAttributes(rendered(nodeType.create(variant))));
    return {
      tags: new Set(all.flatMap((r) => [...r.tags])),
      attributes: new Set(all.flatMap((r) => [...r.attributes])),
    };
  }
  const markType = schema.marks[name];
  if (!markType) throw new Error(`no node or mark named ${name}`);
  return tagsAndAttributes(rendered(markType.create(sampleAttributes(markType.spec.attrs ?? {}))));
}

const schemaTypes = [
  ...Object.keys(schema.nodes).filter((n) => n !== "doc" && n !== "text"),
  ...Object.keys(schema.marks),
];

describe("the editor schema against the sanitiser's allow-list", () => {
  it("has exactly the nodes and marks that write the allowed tags", () => {
    const writers = new Set(Object.values(TAG_WRITERS).filter((w) => w !== null));
    expect(new Set(schemaTypes)).toEqual(writers);
  });

  it("renders every node and mark, with every attribute set, as allowed tags and attributes only", () => {
    const allowedTags: ReadonlySet<string> = new Set(ALLOWED_TAGS);
    const allowedAttributes: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);
    const writtenTags = new Set<string>();
    for (const name of schemaTypes) {
      const { tags, attributes } = renderType(name);
      for (const tag of tags) {
        expect(allowedTags.has(tag), `${name} writes <${tag}>`).toBe(true);
        writtenTags.add(tag);
      }
      for (const attribute of attributes) {
        expect(allowedAttributes.has(attribute), `${name} writes ${attribute}`).toBe(true);
      }
    }
    const claimed = Object.entries(TAG_WRITERS)
      .filter(([, writer]) => writer !== null)
      .map(([tag]) => tag);
    expect([...writtenTags].sort()).toEqual(claimed.sort());
  });

  it("each tag is written by the type the table names", () => {
    for (const [tag, writer] of Object.entries(TAG_WRITERS)) {
      if (writer === null || tag === "code" || tag === "tbody") continue;
      expect(renderType(writer).tags.has(tag), `${writer} -> <${tag}>`).toBe(true);
    }
  });

  it("reads a document with every allowed construct back unchanged by the sanitiser", () => {
    const html =
      '<h1 class="title">Title</h1><h4>Four</h4><h6>Six</h6>' +
      '<p class="lead">Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, ' +
      '<code>code</code>, <span class="kw">a span</span> and ' +
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">a link</a>.<br>Next line.</p>' +
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>" +
      "<blockquote><p>quote</p></blockquote>" +
      '<pre><code class="language-ts">const x = 1;</code></pre>' +
      '<div class="faq"><h3>Why?</h3><p>Because.</p></div>' +
      "<table><tbody><tr><th><p>h</p></th></tr><tr><td><p>d</p></td></tr></tbody></table>";
    const output = generateHTML(generateJSON(html, extensions), extensions);
    expect(output).toBe(html);
    expect(sanitizeHtml(output)).toBe(output);
  });

  it("drops what the sanitiser does not allow: strike, rules, images, styles, spans, unsafe links", () => {
    const input =
      '<p style="color:red" data-x="1" onclick="x()" title="t"><s>struck</s> <del>gone</del> ' +
      '<a href="javascript:alert(1)" title="t">bad</a> <a href="/ok" target="_top" title="t">ok</a></p>' +
      '<hr><img src="x.png" alt="x"><ol start="3" type="a"><li><p>three</p></li></ol>' +
      '<table style="width:10px"><colgroup><col></colgroup><thead><tr><th colspan="2" style="text-align:right">h</th></tr></thead>' +
      "<tbody><tr><td>a</td><td>b</td></tr></tbody></table>";
    const output = generateHTML(generateJSON(input, extensions), extensions);
    expect(output).toBe(
      '<p>struck gone bad <a href="/ok">ok</a></p><ol><li><p>three</p></li></ol>' +
        // The spanning cell becomes a plain one (the editor's table plugin then squares the table).
        "<table><tbody><tr><th><p>h</p></th></tr><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>",
    );
    expect(sanitizeHtml(output)).toBe(output);
  });
});

import { type Element, xml2js } from "xml-js";

/** An element of a parsed XML document: its name, attributes, child elements and text (CDATA included). */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  /** Every descendant element with this name, in document order. */
  all: (name: string) => XmlElement[];
  /** The first child element with this name. */
  child: (name: string) => XmlElement | undefined;
};

function toElement(node: Element): XmlElement {
  const nodes = node.elements ?? [];
  const children = nodes.filter((n) => n.type === "element").map(toElement);
  const text = nodes.map((n) => String(n.text ?? n.cdata ?? "")).join("");
  const attributes = Object.fromEntries(
    Object.entries(node.attributes ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const all = (name: string): XmlElement[] =>
    children.flatMap((c) => [...(c.name === name ? [c] : []), ...c.all(name)]);
  return {
    name: String(node.name),
    attributes,
    children,
    text,
    all,
    child: (name) => children.find((c) => c.name === name),
  };
}

/**
 * Parses a served XML document with a strict parser (sax, through xml-js) and returns its root element; a
 * document that is not well-formed, or has other than one root element, fails the test.
 */
export function parseXml(text: string): XmlElement {
  const doc = xml2js(text, { compact: false }) as Element;
  const roots = (doc.elements ?? []).filter((n) => n.type === "element");
  if (roots.length !== 1) throw new Error(`an XML document has one root element, not ${roots.length}`);
  return toElement(roots[0]);
}

import { assetUrl } from './assetUrl';

/**
 * A small allow-list HTML sanitiser for rich text that did not come from our server (an Editor
 * entry's content travels in the URL). The markup is parsed inert by DOMParser (nothing runs) and
 * rebuilt: allowed tags with allowed attributes; dangerous elements dropped with their content;
 * anything else unwrapped to its children. Links and images must be http(s) (images also data:).
 */
const ALLOWED: Record<string, string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], u: [], s: [], span: [], div: [],
  blockquote: [], ul: [], ol: [], li: [], section: [], figure: [], figcaption: [],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'noscript', 'frame', 'frameset']);
const SAFE_STYLE = /^\s*(color|background-color|text-align|font-weight)\s*:\s*[#\w\s(),.%-]+$/i;

function safeUrl(value: string, allowData: boolean): string | null {
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return assetUrl(v);
  if (/^https?:\/\//i.test(v) || /^(mailto|tel):/i.test(v)) return v;
  if (allowData && /^data:image\/(png|jpe?g|gif|webp);/i.test(v)) return v;
  return null;
}

function cleanChildren(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP.has(tag)) return;
    const allowed = ALLOWED[tag];
    if (!allowed) {
      cleanChildren(el, to, doc);
      return;
    }
    const out = doc.createElement(tag);
    for (const name of allowed) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      if (name === 'href' || name === 'src') {
        const url = safeUrl(value, name === 'src');
        if (url) out.setAttribute(name, url);
      } else out.setAttribute(name, value);
    }
    const style = (el.getAttribute('style') ?? '').split(';').filter((d) => SAFE_STYLE.test(d)).join(';');
    if (style) out.setAttribute('style', style);
    if (tag === 'a' && out.hasAttribute('href')) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'img') out.setAttribute('loading', 'lazy');
    cleanChildren(el, out, doc);
    to.appendChild(out);
  });
}

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  cleanChildren(source.body, root, doc);
  return root.innerHTML;
}

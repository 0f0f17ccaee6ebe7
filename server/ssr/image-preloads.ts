// Preload links for the images a server-rendered page marks fetchpriority="high" (the hero, a page's photo
// band): the page's largest paint. The head announces them before any stylesheet is parsed, with the same
// candidates the <picture> offers, so the browser fetches exactly the file it will show.

const IMG = /<img\b[^>]*>/g;
const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/g;
const SOURCE = /<source\b[^>]*>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

type Attributes = Record<string, string>;

/** Attribute names lower-cased (React writes srcSet, fetchPriority); values stay HTML-escaped, as they are reused in HTML. */
function attributesOf(tag: string): Attributes {
  return Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));
}

function linkTag(attributes: Attributes): string {
  const list = Object.entries(attributes).filter(([, value]) => value);
  return `<link rel="preload" as="image" fetchpriority="high" ${list.map(([name, value]) => `${name}="${value}"`).join(' ')}>`;
}

function preloadFor(img: Attributes, sources: Attributes[]): string {
  const source = sources[0];
  if (source?.srcset) return linkTag({ imagesrcset: source.srcset, imagesizes: source.sizes ?? '', type: source.type ?? '' });
  if (img.srcset) return linkTag({ imagesrcset: img.srcset, imagesizes: img.sizes ?? '', href: img.src ?? '' });
  return linkTag({ href: img.src ?? '' });
}

export function imagePreloadTags(html: string): string[] {
  const tags: string[] = [];
  const inPictures = new Set<string>();
  for (const [, inner = ''] of html.matchAll(PICTURE)) {
    const img = inner.match(IMG)?.[0];
    if (!img) continue;
    inPictures.add(img);
    const attributes = attributesOf(img);
    if (attributes.fetchpriority === 'high') tags.push(preloadFor(attributes, (inner.match(SOURCE) ?? []).map(attributesOf)));
  }
  for (const img of html.match(IMG) ?? []) {
    const attributes = attributesOf(img);
    if (!inPictures.has(img) && attributes.fetchpriority === 'high') tags.push(preloadFor(attributes, []));
  }
  return [...new Set(tags)];
}

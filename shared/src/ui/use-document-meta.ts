import { useEffect } from 'react';

/** What a page says about itself in the document head. Only `title` and `description` are required. */
export interface DocumentMeta {
  title: string;
  description: string;
  keywords?: string;
  /** The page's address; a path (/blogs/x) is resolved against this page's own address when the tags are written. */
  canonicalUrl?: string;
  /** An image's address; likewise resolved when written, so a page can be drawn where there is no window (the site's server). */
  image?: string;
  /** An article's date (YYYY-MM-DD): marks the page as an Open Graph article, published and modified then. */
  articleDate?: string;
}

type HeadTag = { selector: string; create: () => HTMLElement; attribute: 'content' | 'href'; value: string };

function metaByName(name: string, value: string): HeadTag {
  return { selector: `meta[name="${name}"]`, create: () => Object.assign(document.createElement('meta'), { name }), attribute: 'content', value };
}

function metaByProperty(property: string, value: string): HeadTag {
  const create = () => {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    return element;
  };
  return { selector: `meta[property="${property}"]`, create, attribute: 'content', value };
}

function tagsFor(meta: DocumentMeta): HeadTag[] {
  const tags = [metaByName('description', meta.description)];
  if (meta.keywords) tags.push(metaByName('keywords', meta.keywords));
  if (meta.articleDate) {
    tags.push(
      metaByProperty('og:title', meta.title),
      metaByProperty('og:description', meta.description),
      metaByProperty('og:type', 'article'),
      metaByProperty('article:published_time', meta.articleDate),
      metaByProperty('article:modified_time', meta.articleDate),
    );
  }
  const absolute = (address: string) => new URL(address, window.location.href).href;
  if (meta.image) tags.push(metaByProperty('og:image', absolute(meta.image)));
  if (meta.canonicalUrl) {
    const canonical = absolute(meta.canonicalUrl);
    tags.push(metaByProperty('og:url', canonical), {
      selector: 'link[rel="canonical"]',
      create: () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      attribute: 'href',
      value: canonical,
    });
  }
  return tags;
}

/**
 * Sets the page's title and head tags while mounted, and puts back what was
 * there before on unmount, so the next page (the host's or another remote's)
 * does not inherit them. `null` leaves the head alone (the page is loading).
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  // Compared by content, so callers need not memoise the object.
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key === null) return undefined;
    const current = JSON.parse(key) as DocumentMeta;
    const previousTitle = document.title;
    document.title = current.title;

    const restore = tagsFor(current).map(({ selector, create, attribute, value }) => {
      const existing = document.head.querySelector<HTMLElement>(selector);
      const element = existing ?? document.head.appendChild(create());
      const before = existing?.getAttribute(attribute) ?? null;
      element.setAttribute(attribute, value);
      return () => {
        if (!existing) element.remove();
        else if (before === null) element.removeAttribute(attribute);
        else element.setAttribute(attribute, before);
      };
    });

    return () => {
      document.title = previousTitle;
      restore.forEach((undo) => undo());
    };
  }, [key]);
}

import { useEffect } from 'react';

export interface DocumentMetadata {
  title: string;
  description: string;
  keywords: string;
  image: string;
  canonicalUrl: string;
  /** YYYY-MM-DD; used for both published and modified time. */
  publishedDate: string;
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

/**
 * Sets the page's title, description, keywords, canonical link and Open Graph
 * article tags while mounted, and puts back what was there before on unmount,
 * so the host's next page does not inherit this post's metadata.
 */
export function useDocumentMetadata(metadata: DocumentMetadata | null): void {
  useEffect(() => {
    if (!metadata) return undefined;
    const previousTitle = document.title;
    document.title = metadata.title;

    const tags: HeadTag[] = [
      metaByName('description', metadata.description),
      metaByName('keywords', metadata.keywords),
      metaByProperty('og:title', metadata.title),
      metaByProperty('og:description', metadata.description),
      metaByProperty('og:type', 'article'),
      metaByProperty('og:url', metadata.canonicalUrl),
      metaByProperty('og:image', metadata.image),
      metaByProperty('article:published_time', metadata.publishedDate),
      metaByProperty('article:modified_time', metadata.publishedDate),
      {
        selector: 'link[rel="canonical"]',
        create: () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        attribute: 'href',
        value: metadata.canonicalUrl,
      },
    ];

    const restore = tags.map(({ selector, create, attribute, value }) => {
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
  }, [metadata]);
}

interface ArticleBodyProps {
  /** The API's rendering of the article (markdown-it on the server, raw HTML escaped). */
  html: string | null;
  /** The markdown text, shown as plain paragraphs when an older API sends no HTML. */
  text: string;
}

/**
 * The article's body. The API renders the markdown once at start, so the page
 * carries no markdown parser and does no parsing on the reader's main thread.
 * Without that rendering the text is shown as it is, paragraph by paragraph,
 * and never inserted as HTML.
 */
export function ArticleBody({ html, text }: ArticleBodyProps) {
  if (html !== null) return <div className="blog-body" dangerouslySetInnerHTML={{ __html: html }} />;
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="blog-body">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

// html stays false (the default): raw HTML in a post is escaped and unsafe
// link schemes are refused, so the output is safe to insert.
const markdown = new MarkdownIt({ breaks: true });

interface MarkdownBodyProps {
  source: string;
}

export function MarkdownBody({ source }: MarkdownBodyProps) {
  const html = useMemo(() => markdown.render(source), [source]);
  return <div className="blog-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

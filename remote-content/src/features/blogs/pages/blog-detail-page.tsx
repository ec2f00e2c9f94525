import { useMemo } from 'react';
import { Link, useParams } from '@gradatlas/shared/router';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { Loading, useDocumentMeta, type DocumentMeta } from '@gradatlas/shared/ui';
import { blogImageFor } from '../blog-images';
import { stripFirstTopLevelHeading } from '@gradatlas/shared/domain';
import { formatPostDate, readTimeMinutes } from '../blog-format';
import { BlogImage } from '../components/blog-image';
import { ArticleBody } from '../components/article-body';
import { useBlog, type BlogPostView } from '../hooks/use-blog';
import '../blogs.css';

const FIXED_KEYWORDS = ['study abroad', 'graduate admissions', 'international students', BRAND_NAME];

function metadataFor(post: BlogPostView): DocumentMeta {
  return {
    title: `${post.title} - ${BRAND_NAME} Blog`,
    description: post.excerpt || `${post.title}: an article on the ${BRAND_NAME} blog.`,
    keywords: [...post.tags, ...FIXED_KEYWORDS].join(', '),
    // Written as addresses the head resolves against the page's own (useDocumentMeta).
    image: blogImageFor(post.slug),
    canonicalUrl: `/blogs/${encodeURIComponent(post.slug)}`,
    articleDate: post.date,
  };
}

function BlogArticle({ post }: { post: BlogPostView }) {
  const body = useMemo(() => stripFirstTopLevelHeading(post.content), [post.content]);
  useDocumentMeta(metadataFor(post));

  return (
    <article className="blog-article">
      <Link to="/blogs" className="blog-article__back">
        ← Back to Blogs
      </Link>
      <header className="blog-article__header">
        <span className="blog-category">{post.category}</span>
        <h1>{post.title}</h1>
        <p className="blog-meta">
          <span>By {post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readTimeMinutes(body)} min read</span>
        </p>
      </header>
      <BlogImage slug={post.slug} alt={post.title} className="blog-article__image" loading="eager" />
      {body.trim() ? (
        <ArticleBody html={post.contentHtml} text={body} />
      ) : (
        <p className="blog-article__empty">No content available for this blog post.</p>
      )}
      <footer className="blog-article__footer">
        {post.tags.length > 0 && (
          <ul className="blog-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <Link to="/blogs" className="btn btn-outline">
          Back to all blogs
        </Link>
      </footer>
    </article>
  );
}

export function BlogDetailPage() {
  const { slug = '' } = useParams();
  const state = useBlog(slug);
  return (
    <div className="blogs container section">
      {state.status === 'loading' && <Loading label="Loading blog content..." />}
      {state.status === 'error' && (
        <div className="blog-article__error">
          <p className="error-box" role="alert">
            {state.message}
          </p>
          <Link to="/blogs">Back to all blogs</Link>
        </div>
      )}
      {state.status === 'loaded' && <BlogArticle post={state.post} />}
    </div>
  );
}

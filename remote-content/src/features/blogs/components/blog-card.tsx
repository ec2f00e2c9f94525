import { useState } from 'react';
import { Link } from '@gradatlas/shared/router';
import type { BlogListItem } from '@gradatlas/shared/contracts';
import { formatPostDate, randomListReadMinutes } from '../blog-format';
import { BlogImage } from './blog-image';

interface BlogCardProps {
  blog: BlogListItem;
}

export function BlogCard({ blog }: BlogCardProps) {
  // Drawn once per card so it does not change on every render.
  const [minutes] = useState(() => randomListReadMinutes());
  const href = `/blogs/${encodeURIComponent(blog.slug)}`;
  const titleId = `blog-card-${blog.slug}`;
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      <Link to={href} className="blog-card__image-link" tabIndex={-1} aria-hidden="true">
        <BlogImage slug={blog.slug} alt="" className="blog-card__image" />
      </Link>
      <div className="blog-card__body">
        <span className="blog-category">{blog.category}</span>
        <h2 id={titleId} className="blog-card__title">
          <Link to={href}>{blog.title}</Link>
        </h2>
        <p className="blog-meta">
          <time dateTime={blog.date}>{formatPostDate(blog.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{minutes} min read</span>
        </p>
        <p className="blog-card__excerpt">{blog.excerpt}</p>
        <Link to={href} className="blog-card__read" aria-label={`Read Article: ${blog.title}`}>
          Read Article
        </Link>
      </div>
    </article>
  );
}

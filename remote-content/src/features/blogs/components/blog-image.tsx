import { useState } from 'react';
import { DEFAULT_BLOG_IMAGE, blogImageFor } from '../blog-images';

interface BlogImageProps {
  slug: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A post's local illustration; a slug without one, or an image that fails, shows the default. */
export function BlogImage({ slug, alt, className, loading = 'lazy' }: BlogImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? DEFAULT_BLOG_IMAGE : blogImageFor(slug);
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      width={1200}
      height={630}
      // Once on the default there is nothing left to fall back to: no loop.
      onError={() => setFailed(true)}
    />
  );
}

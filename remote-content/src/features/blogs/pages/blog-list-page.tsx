import { Loading } from '@gradatlas/shared/ui';
import { BlogCard } from '../components/blog-card';
import { useBlogs } from '../hooks/use-blogs';
import '../../../styles/page-parts.css';
import '../blogs.css';

export function BlogListPage() {
  const state = useBlogs();
  return (
    <div className="blogs">
      <section className="page-hero blogs__hero">
        <div className="container">
          <h1>Blogs</h1>
          <p>Guides and advice for international students planning graduate study in the USA and Canada.</p>
        </div>
      </section>
      <div className="container section">
        {state.status === 'loading' && <Loading label="Loading blogs..." />}
        {state.status === 'error' && (
          <p className="error-box" role="alert">
            Failed to load blogs
          </p>
        )}
        {state.status === 'loaded' && state.blogs.length === 0 && (
          <div className="blogs__empty">
            <p className="blogs__empty-title">No blogs found</p>
            <p>Check back later for new content.</p>
          </div>
        )}
        {state.status === 'loaded' && state.blogs.length > 0 && (
          <div className="blogs__grid">
            {state.blogs.map((blog) => (
              <BlogCard key={blog.slug} blog={blog} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

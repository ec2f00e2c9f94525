import { useParams } from 'react-router-dom';

export function UniversityDetailPage() {
  const { name } = useParams();
  return (
    <main className="container section">
      <h1>{name}</h1>
      <p>The university detail page is being built (remote-universities, issue 4).</p>
    </main>
  );
}

import { Link } from 'react-router';

export function HomePage() {
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Welcome</h1>
      <ul>
        <li>
          <Link to="/schools">Management console</Link>
        </li>
        <li>
          <Link to="/payments">View payments</Link>
        </li>
      </ul>
    </section>
  );
}

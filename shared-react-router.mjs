// React Router as the page shares it: the parts the dashboard uses, and only those. Every
// container offers this module as the shared `react-router` (webpack.base.js), so the page still
// holds one router and every `import … from 'react-router'` reaches it, but a cold load fetches
// these parts instead of the whole library, which no build could shake since it cannot know what
// the remotes deployed after it import (docs/federation.md, "React Router"). The lint allows
// importing from 'react-router' only the names listed here.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-build';

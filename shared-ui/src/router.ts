/**
 * The part of react-router the shell and the remotes use, shared as one Module Federation singleton
 * (`@clientline/shared-ui/router`). Sharing `react-router-dom` itself kept the whole package on every
 * page (shared modules are not tree-shaken: 63 kB gzipped); this module keeps only what it re-exports.
 * Import routing from here only (lint enforces it): a direct import would bundle a second router whose
 * context the shell's router does not fill.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

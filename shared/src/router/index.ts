// @gradatlas/shared/router: the parts of react-router the site uses, behind
// one federation singleton (one routing context for the host and every
// remote). Apps import routing from here, never from react-router-dom, so the
// build keeps only these and leaves out the rest of the library (data routers,
// server rendering, …), which a shared react-router-dom would ship whole.
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

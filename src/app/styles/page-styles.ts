// The pages' Mantine styles as a module the route table loads with each page (src/app/routes.tsx).
import './pages.css';

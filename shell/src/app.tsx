import { SiteThemeProvider } from '@site/ui';
import { BrowserRouter } from 'react-router';
import { SiteRoutes } from './routes/site-routes';
import { Layout } from './components/layout';

export function App() {
  return (
    <SiteThemeProvider>
      <BrowserRouter>
        <Layout>
          <SiteRoutes />
        </Layout>
      </BrowserRouter>
    </SiteThemeProvider>
  );
}

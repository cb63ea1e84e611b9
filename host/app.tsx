/**
 * The route table: which screen each path shows (spec section 2). The
 * pre-renderer renders it once per route; wouter matches the path.
 */
import { Route, Router, Switch } from 'wouter';
import { serviceBySlug } from '../widgets/content/services';
import { ErrorBoundary } from '../widgets/shared/error-boundary';
import { Layout } from './layout/layout';
import { About } from './screens/about';
import { Contact } from './screens/contact';
import { Home } from './screens/home';
import { NotFound } from './screens/not-found';
import { Partners } from './screens/partners';
import { Privacy } from './screens/privacy';
import { ServiceDetail, ServiceNotFound } from './screens/service-detail';
import { Services } from './screens/services';

export function App({ path }: { path: string }) {
  return (
    <Router ssrPath={path}>
      <Layout path={path}>
        <ErrorBoundary>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/services" component={Services} />
            <Route path="/services/:slug">
              {({ slug }) => {
                const service = serviceBySlug(slug);
                return service ? <ServiceDetail service={service} /> : <ServiceNotFound />;
              }}
            </Route>
            <Route path="/about" component={About} />
            <Route path="/contact" component={Contact} />
            <Route path="/partners" component={Partners} />
            <Route path="/privacy" component={Privacy} />
            <Route component={NotFound} />
          </Switch>
        </ErrorBoundary>
      </Layout>
    </Router>
  );
}

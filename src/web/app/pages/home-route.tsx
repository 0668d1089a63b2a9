import { useLocation } from 'react-router';

import { HomePage } from '../../features/home/home-page';
import { NewsletterSignup } from '../../features/newsletter/newsletter-signup';
import { StartFlow } from '../../features/start-flow/start-flow';
import { paths } from '../paths';

/** Home and /intake: the home page with the start flow and newsletter composed in. */
export default function HomeRoute() {
  const { pathname } = useLocation();
  return (
    <HomePage
      startFlow={<StartFlow isOpenOnArrival={pathname === paths.intake} />}
      newsletter={<NewsletterSignup variant="home" />}
    />
  );
}

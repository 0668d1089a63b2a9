import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<void>;
}

/**
 * A route component split into its own chunk. Once its module has loaded (preload()
 * runs before hydration and during prerender) it renders synchronously, so the server
 * HTML and the first client render match and nothing suspends.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = preload;
  return Page;
}

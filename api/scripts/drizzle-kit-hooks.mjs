// Resolve hook for scripts/drizzle-kit.mjs: `drizzle-orm` imports resolve from the api package.
import { register } from 'node:module';
import { URL } from 'node:url';

const hook = `
const apiPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}
`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

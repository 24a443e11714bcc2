// Loader hooks for running the app from source (lib/app-in-process.ts): a style sheet or a `?url`
// asset, which Vite's build resolves, becomes an empty module here, as the server bundle has them.
import { register } from 'node:module';

const hooks = `
export async function load(url, context, next) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  if (/\\?url$/.test(url)) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return next(url, context);
}
export async function resolve(specifier, context, next) {
  if (/\\?url$/.test(specifier)) {
    const { url } = await next(specifier.replace(/\\?url$/, ''), context);
    return { url: url + '?url', shortCircuit: true };
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);

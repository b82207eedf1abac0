export { tenancyPlugin, UnscopedQueryError } from './plugin';

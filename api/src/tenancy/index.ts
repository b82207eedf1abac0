export { tenancyPlugin, UnscopedQueryError } from './plugin';
export { organizationScope } from './scope';

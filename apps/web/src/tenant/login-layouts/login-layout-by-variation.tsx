import { lazyPage } from '../../lib/chunk-reload';

/**
 * The login layout of the tenant's login variation. Only the login and invitation pages show it, so its code (the
 * three page layouts and their styles) loads with them, not with a theme's first chunk.
 */
export const LoginLayoutByVariation = lazyPage(() => import('./layout-for-variation'));

export default LoginLayoutByVariation;

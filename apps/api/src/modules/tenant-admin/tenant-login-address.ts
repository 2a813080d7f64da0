const localHost = /(^|\.)localhost$|^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Where a tenant's operators sign in, as the welcome mail names it. Run locally (the back office itself on a
 * localhost or an address), that is `http://<tenantId>.localhost:<port>`, which works without DNS; deployed, it is
 * the tenant's first host.
 */
export function tenantLoginAddress(options: {
  tenantId: string;
  hosts: string[];
  protocol: string;
  /** The back-office request's host, with its port. */
  requestHost: string;
}): string {
  const [hostname = '', port] = options.requestHost.split(':');
  const first = options.hosts[0];
  if (localHost.test(hostname) || !first) {
    return `http://${options.tenantId}.localhost${port ? `:${port}` : ''}/login`;
  }
  return `${options.protocol}://${first}/login`;
}

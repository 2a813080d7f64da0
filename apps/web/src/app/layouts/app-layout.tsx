import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Navigate } from 'react-router';
import { DocumentPrompt } from '../../components/app-frame/document-prompt';
import { SideNav } from '../../components/app-frame/side-nav';
import { TopBar } from '../../components/app-frame/top-bar';
import { SkipLink } from '../../components/skip-link';
import { isHttpStatus } from '../../lib/api-errors';
import { clientStore } from '../../lib/client-store';
import { useLocalLogout, useLogout } from '../../lib/session/logout';
import { useUserContext } from '../../lib/session/user-context';
import { RequireAuth } from '../guards/require-auth';
import { ForceLogoutModal } from './force-logout-modal';
import { PageOutlet } from './page-outlet';
import { SessionExpiredModal } from './session-expired-modal';
import classes from './app-layout.module.css';

export { signedInPages } from './signed-in-pages';

/** The signed-in frame: top bar, side navigation (from tablets up), the page, and the session's prompts. */
function SignedInFrame() {
  const context = useUserContext();
  const logout = useLogout();
  const localLogout = useLocalLogout();
  const unauthorized = isHttpStatus(context.error, 401);
  const newToken = context.data?.authentic.newToken;
  const user = context.data;

  // A 401 on the user context means the session is gone: log out (spec §4).
  useEffect(() => {
    if (unauthorized) localLogout();
  }, [unauthorized, localLogout]);

  // The server may rotate the session token; keep the new one.
  useEffect(() => {
    if (newToken && newToken !== clientStore.getState().token) clientStore.setState({ token: newToken });
  }, [newToken]);

  // Operators work in the back office, which has its own frame.
  if (user?.isOperator) return <Navigate to="/backoffice" replace />;
  const forcedOut = user?.authentic.forceLogout === true;

  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <TopBar
        user={user}
        failed={context.isError && !unauthorized}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
      <div className={classes.body}>
        {user ? (
          <Box component="aside" visibleFrom="md" className={classes.aside}>
            <SideNav functionalities={user.functionalities} />
          </Box>
        ) : null}
        <Box component="main" id="main" tabIndex={-1} className={classes.main}>
          <PageOutlet />
        </Box>
      </div>
      <DocumentPrompt collect={forcedOut ? undefined : user?.documentCollect} />
      <ForceLogoutModal user={user} onOk={localLogout} />
      {/* Other calls of a forced-out session answer 401; the logout notice already says why, once. */}
      {forcedOut ? null : <SessionExpiredModal />}
    </Box>
  );
}

export default function AppLayout() {
  return (
    <RequireAuth>
      <SignedInFrame />
    </RequireAuth>
  );
}

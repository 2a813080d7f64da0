import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginForm } from '@portal/contracts';

/** The login form's rules, loaded apart from the form so zod is not part of the home page's first load. */
export const loginFormResolver = zodResolver(ZLoginForm);

/** Email pattern of the login form; the API checks the same. */
export const EmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

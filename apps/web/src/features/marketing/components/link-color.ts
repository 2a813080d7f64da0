/**
 * Text links use a deep shade of the brand colour: light brand colours (such as orange) on white fall below the
 * 4.5:1 contrast that body-size text needs.
 */
export const LinkColor = 'primary.8';

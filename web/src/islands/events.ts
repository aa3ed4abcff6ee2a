// DOM events islands use to talk to each other (islands share no React tree or context).
/** A site form was sent: the thank-you popup island shows itself and adds ?popup=thank-you. */
export const THANK_YOU_EVENT = 'ironbark:thank-you';

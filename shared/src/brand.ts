/** The product's name. Defined once; every page, title and e-mail reads it from here. */
export const BRAND_NAME = 'GradAtlas';

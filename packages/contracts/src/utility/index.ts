export * from './banner';
export * from './testimonial';
export * from './paths';

export * from './banner';
export * from './testimonial';

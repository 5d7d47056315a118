export * from './error-summary.tsx';
export * from './fields.tsx';
export * from './form-texts.tsx';

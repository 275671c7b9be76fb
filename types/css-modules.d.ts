// CSS Modules: webpack's css-loader turns each class into a prefixed, hashed name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

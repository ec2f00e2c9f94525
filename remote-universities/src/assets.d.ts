// webpack emits imported images as files (asset/resource) and hands back their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

/** `bench-screen:<id>`: a screen file as the app ships it (test/bench/support/buildCandidates.ts). */
declare module 'bench-screen:*' {
  const screen: Record<string, unknown>;
  export default screen;
}

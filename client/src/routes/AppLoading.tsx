import * as styles from './routes.css';

/** What shows while the first screen's code and data arrive: the header's frame, so the page does not jump. */
export function AppLoading() {
  return <div className={styles.loadingHeader} aria-busy="true" />;
}

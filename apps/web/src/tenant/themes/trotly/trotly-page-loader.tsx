import classes from './trotly-page-loader.module.css';

/** The spinner of trotly's pages while their code arrives: a paper plane flying its arc (CSS only). */
export function TrotlyPageLoader() {
  return (
    <div className={classes.flight} data-loader="trotly">
      <div className={classes.plane} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './banner-login-grid.module.css';

/** The banner slider beside the login box (stacked on phones, slider first). */
export function BannerLoginGrid({ banners, login }: { banners: ReactNode; login: ReactNode }) {
  return (
    <div className={classes.grid}>
      <div>{banners}</div>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', md: 32 }} className={classes.card}>
        {login}
      </Paper>
    </div>
  );
}

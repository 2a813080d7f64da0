import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FrameLink } from './frame-links';
import { Chevron } from './frame-icons';

/** A top-bar dropdown of links (Search Pad, Quick Links, Our Products). */
export function LinkMenu({
  label,
  links,
  onBankDetails,
}: {
  label: string;
  links: FrameLink[];
  onBankDetails?: () => void;
}) {
  const { t } = useTranslation('frame');
  return (
    <Menu position="bottom-start" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" px="sm" rightSection={<Chevron />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) =>
          link.to ? (
            <Menu.Item key={link.key} component={Link} to={link.to}>
              {t(link.labelKey)}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.key} onClick={onBankDetails}>
              {t(link.labelKey)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

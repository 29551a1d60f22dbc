/**
 * docs/product/administration.md, "Branding": a tenant's style sheet may have been written against the
 * class names MUI gave the shell and Home before they became plain elements (decision 036). The plain
 * elements carry those names beside their own `w-` classes, so such a sheet still reaches them. Nothing
 * of Wilco's own styles these names: they are hooks for tenants only.
 */
export const MUI_CLASS = {
  appBar: 'MuiAppBar-root MuiPaper-root',
  toolbar: 'MuiToolbar-root',
  iconButton: 'MuiIconButton-root',
  title: 'MuiTypography-root',
  drawer: 'MuiDrawer-root',
  drawerPaper: 'MuiDrawer-paper MuiPaper-root',
  backdrop: 'MuiBackdrop-root',
  list: 'MuiList-root',
  listItemButton: 'MuiListItemButton-root',
  listItemIcon: 'MuiListItemIcon-root',
  listItemText: 'MuiListItemText-root',
  container: 'MuiContainer-root',
  card: 'MuiCard-root MuiPaper-root',
  cardActionArea: 'MuiCardActionArea-root',
  cardContent: 'MuiCardContent-root',
  chip: 'MuiChip-root',
  linearProgress: 'MuiLinearProgress-root',
  circularProgress: 'MuiCircularProgress-root',
  skeleton: 'MuiSkeleton-root',
} as const;

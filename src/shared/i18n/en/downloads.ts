/** English texts of the `downloads` namespace. */
export const downloads = {
  parts: {
    title: 'Download in parts',
    intro:
      'The archive is split into {{count}} parts of at most {{size}} each. Download each one; every part is a complete ZIP.',
    empty: 'There is nothing to download yet.',
    part: 'Part {{part}} of {{count}}: {{files}} files, {{size}}',
    download: 'Download',
  },
};

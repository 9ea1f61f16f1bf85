import LockOutlinedSvg from '@ant-design/icons-svg/es/asn/LockOutlined'
import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled'
import StarOutlinedSvg from '@ant-design/icons-svg/es/asn/StarOutlined'
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'

/*
 * The 全景菜单 draws a star (and a lock) beside each of up to thousands of menus. antd's icon
 * component checks the document's style sheets for every instance it mounts; the same shapes as
 * plain SVG cost nothing beyond the elements.
 */
const pathsOf = (definition: IconDefinition) => {
  const icon = definition.icon as AbstractNode
  return {
    viewBox: icon.attrs.viewBox,
    paths: (icon.children ?? []).map((child) => String(child.attrs.d)),
  }
}

const GLYPHS = {
  star: pathsOf(StarOutlinedSvg),
  starFilled: pathsOf(StarFilledSvg),
  lock: pathsOf(LockOutlinedSvg),
}

interface Props {
  name: keyof typeof GLYPHS
  className?: string
  /** Named (role img) where the glyph says something its control does not. */
  label?: string
}

export function MenuGlyph({ name, className, label }: Props) {
  const { viewBox, paths } = GLYPHS[name]
  const classes = className ? `menu-glyph ${className}` : 'menu-glyph'
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg className={classes} viewBox={viewBox} focusable="false" data-glyph={name} {...a11y}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

import type { JSX } from 'react'
import { useLocation } from 'react-router-dom'
import { ABOUT_SECTIONS, firstSegment } from '@/config/public-nav'
import { PublicPage } from '../components/public-page'
import { AboutOverview } from '../content/about-overview'
import { Outsourcing } from '../content/outsourcing'
import { Qualifications } from '../content/qualifications'
import { Trusteeship } from '../content/trusteeship'
import '../content/content.css'

const SECTIONS: Record<string, () => JSX.Element> = {
  '/qualification': Qualifications,
  '/trusteeship': Trusteeship,
  '/outsourcing': Outsourcing,
}

const MENU = [{ label: '公司简介', path: '/introduce' }, ...ABOUT_SECTIONS]

/** 关于我们 (/introduce) and its pages 资质, 托管服务, 外包服务: the firm's own content. */
export default function IntroducePage() {
  const Section = SECTIONS[firstSegment(useLocation().pathname)] ?? AboutOverview
  return (
    <PublicPage title="关于我们" sections={MENU}>
      <Section />
    </PublicPage>
  )
}

import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "键盘快捷键",
  then: "然后",
  next: "下一条帖子",
  previous: "上一条帖子",
  open: "打开帖子",
  reply: "回复",
  like: "点赞",
  repost: "转发",
  menu: "更多操作",
  compose: "发新帖",
  search: "搜索",
  home: "前往首页",
  notifications: "前往通知",
  help: "显示此列表",
  turnOff: "可以在设置中关闭键盘快捷键。",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;

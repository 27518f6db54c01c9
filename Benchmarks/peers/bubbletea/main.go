// Command split-screen is the split screen of NavigationPilot's benchmark
// written with Bubble Tea: two bordered panes side by side, each with its own
// navigation stack (a feed and a chat), and a status bar naming the focused
// pane. It is built in GOPATH mode from Debian's packages of Bubble Tea 0.19
// and lipgloss 0.5, and Benchmarks/peers.sh drives it with the same key
// script as NavigationPilot's split-screen example.
package main

import (
	"fmt"
	"os"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type kind int

const (
	feedRoot kind = iota
	post
	author
	inbox
	thread
	newMessage
)

// screen is one entry of a pane's navigation stack. It keeps its own
// selection, and the new-message screen its recipient text.
type screen struct {
	kind  kind
	title string // breadcrumb and heading
	n     int    // conversation number of a thread
	sel   int
	to    string
}

func (s *screen) heading() string {
	if s.kind == feedRoot || s.kind == inbox {
		return s.title
	}
	return "‹ Back   " + s.title
}

func (s *screen) text() string {
	switch s.kind {
	case author:
		return "Posts by Jane Doe."
	case thread:
		return fmt.Sprintf("Conversation %d with %s.", s.n, s.title)
	}
	return ""
}

func (s *screen) items() []string {
	switch s.kind {
	case feedRoot:
		return []string{"Swift Tips", "SwiftUI Tricks", "Async/Await"}
	case post:
		return []string{"View Author Profile", "Back to Feed", "Pop to Root"}
	case author:
		return []string{"Back to Feed"}
	case inbox:
		return []string{"Alice", "Bob", "Carol", "New Message"}
	case thread:
		return []string{"New Message", "Back to Inbox"}
	default:
		return []string{"To: " + s.to, "Send & Go to Inbox", "Cancel"}
	}
}

// editing reports whether typed characters go into the "To:" field.
func (s *screen) editing() bool { return s.kind == newMessage && s.sel == 0 }

type pane struct {
	name  string
	stack []*screen
}

func (p *pane) top() *screen   { return p.stack[len(p.stack)-1] }
func (p *pane) push(s *screen) { p.stack = append(p.stack, s) }
func (p *pane) popToRoot()     { p.stack = p.stack[:1] }
func (p *pane) pop() {
	if len(p.stack) > 1 {
		p.stack = p.stack[:len(p.stack)-1]
	}
}

func (p *pane) activate() {
	s := p.top()
	item := s.items()[s.sel]
	switch s.kind {
	case feedRoot:
		p.push(&screen{kind: post, title: item})
	case post:
		if s.sel == 0 {
			p.push(&screen{kind: author, title: "Jane Doe"})
		} else {
			p.popToRoot()
		}
	case author:
		p.popToRoot()
	case inbox, thread:
		switch {
		case item == "New Message":
			p.push(&screen{kind: newMessage, title: item})
		case s.kind == inbox:
			p.push(&screen{kind: thread, title: item, n: s.sel + 1})
		default:
			p.popToRoot()
		}
	case newMessage:
		switch s.sel {
		case 1:
			p.popToRoot()
		case 2:
			p.pop()
		}
	}
}

func (p *pane) breadcrumb() string {
	titles := make([]string, len(p.stack))
	for i, s := range p.stack {
		titles[i] = s.title
	}
	return p.name + " · " + strings.Join(titles, " › ")
}

type model struct {
	panes         [2]*pane
	focus         int
	width, height int
}

func newModel() model {
	return model{panes: [2]*pane{
		{name: "feed", stack: []*screen{{kind: feedRoot, title: "Feed"}}},
		{name: "chat", stack: []*screen{{kind: inbox, title: "Inbox"}}},
	}}
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.KeyMsg:
		// Bubble Tea 0.19 hands over a burst of keys read at once as one
		// message with several runes; replay them one by one, in order.
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			var cmd tea.Cmd
			for _, r := range msg.Runes {
				k := tea.Key{Type: tea.KeyRunes, Runes: []rune{r}}
				if r < 0x20 || r == 0x7f {
					k = tea.Key{Type: tea.KeyType(r)}
				}
				var next tea.Model
				next, cmd = m.Update(tea.KeyMsg(k))
				m = next.(model)
				if cmd != nil {
					break
				}
			}
			return m, cmd
		}
		return m.key(msg)
	}
	return m, nil
}

func (m model) key(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	p := m.panes[m.focus]
	s := p.top()
	if s.editing() {
		switch k.Type {
		case tea.KeyRunes:
			s.to += string(k.Runes)
			return m, nil
		case tea.KeySpace:
			s.to += " "
			return m, nil
		case tea.KeyBackspace:
			if r := []rune(s.to); len(r) > 0 {
				s.to = string(r[:len(r)-1])
			}
			return m, nil
		}
	}
	switch k.String() {
	case "ctrl+c", "q":
		return m, tea.Quit
	case "tab":
		m.focus = 1 - m.focus
	case "up":
		if s.sel > 0 {
			s.sel--
		}
	case "down":
		if s.sel < len(s.items())-1 {
			s.sel++
		}
	case "enter":
		p.activate()
	case "backspace", "esc":
		p.pop()
	}
	return m, nil
}

var (
	accent = lipgloss.Color("80")
	dim    = lipgloss.Color("247")
	rowBg  = lipgloss.Color("236")
)

func (m model) View() string {
	if m.width < 8 || m.height < 4 {
		return ""
	}
	left := m.width / 2
	body := lipgloss.JoinHorizontal(lipgloss.Top,
		m.viewPane(0, left, m.height-1),
		m.viewPane(1, m.width-left, m.height-1))

	hints := "↑↓ select · Enter open · Tab pane · Esc/⌫ back · q quit"
	if m.panes[m.focus].top().editing() {
		hints = "↑↓ leave field · Esc back · Tab pane · ^C quit"
	}
	status := lipgloss.NewStyle().Bold(true).Foreground(accent).
		Render(" ["+m.panes[m.focus].name+"]  ") +
		lipgloss.NewStyle().Foreground(dim).Render(hints)
	return body + "\n" + lipgloss.NewStyle().MaxWidth(m.width).Render(status)
}

// viewPane draws a pane w cells wide and h rows high, its breadcrumb set in
// the top border (lipgloss 0.5 has no border titles, so that edge is drawn
// here).
func (m model) viewPane(i, w, h int) string {
	p := m.panes[i]
	s := p.top()
	focused := i == m.focus

	edge := lipgloss.NewStyle().Foreground(dim)
	if focused {
		edge = lipgloss.NewStyle().Foreground(accent).Bold(true)
	}
	b := lipgloss.NormalBorder()
	title := " " + p.breadcrumb() + " "
	if lipgloss.Width(title) > w-2 {
		title = string([]rune(title)[:max(0, w-3)]) + "…"
	}
	top := edge.Render(b.TopLeft + title +
		strings.Repeat(b.Top, max(0, w-2-lipgloss.Width(title))) + b.TopRight)

	inner := w - 4
	lines := []string{lipgloss.NewStyle().Bold(true).Render(s.heading()), ""}
	if t := s.text(); t != "" {
		lines = append(lines, t)
	}
	for j, item := range s.items() {
		switch {
		case j != s.sel:
			lines = append(lines, "  "+item)
		case focused:
			lines = append(lines, lipgloss.NewStyle().Bold(true).Foreground(accent).
				Background(rowBg).Width(inner).Render("▸ "+item))
		default:
			lines = append(lines, lipgloss.NewStyle().Foreground(dim).Render("▸ "+item))
		}
	}
	if len(lines) > h-2 {
		lines = lines[:max(0, h-2)]
	}

	box := lipgloss.NewStyle().
		Border(b).BorderTop(false).BorderForeground(edge.GetForeground()).
		Padding(0, 1).Width(w - 2).Height(h - 2).MaxWidth(w).
		Render(strings.Join(lines, "\n"))
	return top + "\n" + box
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func main() {
	if err := tea.NewProgram(newModel(), tea.WithAltScreen()).Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
